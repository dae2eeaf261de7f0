import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { freshTestStore } from './test-store';

// CI machines are shared 2-core boxes: give findBy/waitFor room beyond the 1 s default so a
// busy moment is not mistaken for a missing element (a real absence still fails, just later).
configure({ asyncUtilTimeout: 5_000 });

// Each test's atoms (auth, toasts, picks) start from nothing: harnesses render in this store.
beforeEach(() => {
  freshTestStore();
});

afterEach(() => {
  cleanup();
  // A test on a fake clock (client/test/fake-clock.ts) gives the next one real timers.
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no HTMLDialogElement.showModal/close; a minimal stand-in for components on <dialog>.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (value !== undefined) this.returnValue = value;
    this.dispatchEvent(new Event('close'));
  };
}
