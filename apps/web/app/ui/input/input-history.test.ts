import { describe, expect, it } from 'vitest';
import { currentState, historyLimit, pushState, redo, startHistory, undo } from './input-history';

describe('input history', () => {
  it('undoes and redoes states in order', () => {
    let h = startHistory('');
    h = pushState(h, '1');
    h = pushState(h, '12');
    h = undo(h);
    expect(currentState(h)).toBe('1');
    h = undo(h);
    expect(currentState(h)).toBe('');
    h = undo(h);
    expect(currentState(h)).toBe('');
    h = redo(h);
    expect(currentState(h)).toBe('1');
  });

  it('drops the redo branch after a new edit', () => {
    let h = pushState(pushState(startHistory(''), 'a'), 'ab');
    h = pushState(undo(h), 'ac');
    expect(currentState(redo(h))).toBe('ac');
    expect(h.states).toEqual(['', 'a', 'ac']);
  });

  it('keeps at most 100 states', () => {
    let h = startHistory('0');
    for (let i = 1; i <= 150; i++) h = pushState(h, String(i));
    expect(historyLimit).toBe(100);
    expect(h.states).toHaveLength(100);
    for (let i = 0; i < 200; i++) h = undo(h);
    expect(currentState(h)).toBe('51');
  });

  it('does not record a state equal to the current one', () => {
    expect(pushState(startHistory('a'), 'a').states).toEqual(['a']);
  });
});
