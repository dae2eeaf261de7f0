// Entry: global CSS, the atom store and the app.
import './styles/index.css';
import { Provider, createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAuth } from './lib/auth/auth-actions';

const root = document.getElementById('root');
if (root) {
  const store = createStore();
  // Auth starts now, for the page's lifetime: the identity check every screen waits for leaves
  // before React's first render and paint, not in the app's effect (which then finds it started).
  startAuth(store);
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  );
}
