// RTL's render inside the test's own atom store (test-store.ts), for tests that render a
// component without a harness: its toasts or auth state never land in jotai's process-wide
// default store, which would carry them into the next test.
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { testStore } from './test-store';

export function renderInTestStore(ui: ReactElement, options: Omit<RenderOptions, 'queries'> = {}) {
  const Inner = options.wrapper;
  const store = testStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{Inner ? <Inner>{children}</Inner> : children}</Provider>
  );
  return render(ui, { ...options, wrapper });
}
