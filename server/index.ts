console.log('gateway not yet built');
