// The atom store of the running test: setup.ts replaces it before each test, so no test sees
// another's auth state or toasts (jotai's default store would live for the whole file).
import { createStore } from 'jotai';

let current = createStore();

export const testStore = () => current;

export function freshTestStore() {
  current = createStore();
  return current;
}
