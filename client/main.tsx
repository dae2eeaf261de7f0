// Entry: global CSS, the jotai store and the app.
import './styles/index.css';
import { Provider, getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={getDefaultStore()}>
        <App />
      </Provider>
    </StrictMode>,
  );
}
