import { describe, expect, it } from 'vitest';
import { SEQUENCE_MS, interpretKey, isTypingTarget, type KeyInput } from './keyboard-shortcuts';

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...extra,
});
const idle = { pendingG: null, now: 10_000, dialogOpen: false };

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild!;
}

describe('interpretKey', () => {
  it('opens the palette on Ctrl+K and ⌘K, also from a field, but not over a dialog', () => {
    const input = element('<input type="text" />');
    expect(interpretKey(key('k', { ctrlKey: true }), idle).command).toEqual({ type: 'palette' });
    expect(interpretKey(key('K', { metaKey: true, target: input }), idle).command).toEqual({
      type: 'palette',
    });
    expect(
      interpretKey(key('k', { ctrlKey: true }), { ...idle, dialogOpen: true }).command,
    ).toBeNull();
  });

  it('maps / ? and g-then-letter', () => {
    expect(interpretKey(key('/'), idle).command).toEqual({ type: 'filter' });
    expect(interpretKey(key('?'), idle).command).toEqual({ type: 'help' });
    const afterG = interpretKey(key('g'), idle);
    expect(afterG).toEqual({ command: null, pendingG: 10_000 });
    expect(interpretKey(key('o'), { ...idle, pendingG: 10_000, now: 10_500 }).command).toEqual({
      type: 'go',
      key: 'o',
    });
    expect(interpretKey(key('u'), { ...idle, pendingG: 10_000 }).command).toEqual({
      type: 'go',
      key: 'u',
    });
    expect(interpretKey(key('s'), { ...idle, pendingG: 10_000 }).command).toEqual({
      type: 'go',
      key: 's',
    });
  });

  it('forgets a g after the sequence time and ignores an unknown second letter', () => {
    const late = { ...idle, pendingG: 10_000, now: 10_000 + SEQUENCE_MS + 1 };
    expect(interpretKey(key('o'), late)).toEqual({ command: null, pendingG: null });
    expect(interpretKey(key('z'), { ...idle, pendingG: 10_000 })).toEqual({
      command: null,
      pendingG: null,
    });
  });

  it('never fires while typing in a field or while a dialog is open', () => {
    const fields = [
      element('<input type="search" aria-label="Filter" />'),
      element('<textarea></textarea>'),
      element('<select><option>a</option></select>'),
      element('<div contenteditable="true"><span>text</span></div>').firstElementChild!,
    ];
    for (const target of fields) {
      for (const k of ['/', '?', 'g']) {
        expect(interpretKey(key(k, { target }), idle).command).toBeNull();
      }
      expect(interpretKey(key('o', { target }), { ...idle, pendingG: 10_000 }).command).toBeNull();
    }
    expect(interpretKey(key('/'), { ...idle, dialogOpen: true }).command).toBeNull();
    expect(
      interpretKey(key('o'), { ...idle, pendingG: 10_000, dialogOpen: true }).command,
    ).toBeNull();
  });

  it('leaves modified keys to the browser', () => {
    expect(interpretKey(key('/', { altKey: true }), idle).command).toBeNull();
    expect(interpretKey(key('g', { ctrlKey: true }), idle)).toEqual({
      command: null,
      pendingG: null,
    });
  });
});

describe('isTypingTarget', () => {
  it('treats text fields as typing and buttons or checkboxes as not', () => {
    expect(isTypingTarget(element('<input />'))).toBe(true);
    expect(isTypingTarget(element('<input type="email" />'))).toBe(true);
    expect(isTypingTarget(element('<input type="checkbox" />'))).toBe(false);
    expect(isTypingTarget(element('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
