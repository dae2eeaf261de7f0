// What makes a BFF's answer an event stream: its media type alone, in any case, with or without
// parameters and optional whitespace; a type that only contains the words is not one.
import { describe, expect, it } from 'vitest';
import { isEventStreamResponse } from './event-streams';

const answer = (type: string | undefined) => isEventStreamResponse({ 'content-type': type });

describe('isEventStreamResponse', () => {
  it.each([
    'text/event-stream',
    'Text/Event-Stream',
    'text/event-stream; charset=utf-8',
    'text/event-stream;charset=utf-8',
    ' \ttext/event-stream \t',
    'text/event-stream \t; retry=1',
  ])('%j is a stream', (type) => {
    expect(answer(type)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'application/json',
    'text/event-streams',
    'text/event-stream-x',
    'application/json; profile=text/event-stream',
    'x-text/event-stream',
    'text/event-stream,application/json',
  ])('%j is not', (type) => {
    expect(answer(type)).toBe(false);
  });
});
