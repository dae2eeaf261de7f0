import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { getDefaultStore } from '../lib/atoms';
import { afterEach } from 'vitest';
import { toastsAtom } from '../components/toast';

// CI machines are shared 2-core boxes: give findBy/waitFor room beyond the 1 s default so a
// busy moment is not mistaken for a missing element (a real absence still fails, just later).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // Toasts live in the default atom store: one test's must not sit on top of the next one's.
  getDefaultStore().set(toastsAtom, []);
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
