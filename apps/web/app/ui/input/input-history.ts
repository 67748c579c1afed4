/** Spec §9: a masked input remembers up to 100 states for undo and redo. */
export const historyLimit = 100;

export type InputHistory = { states: string[]; index: number };

export function startHistory(value: string): InputHistory {
  return { states: [value], index: 0 };
}

/** Records a new state; a redo branch is discarded and the oldest states fall off past the limit. */
export function pushState(history: InputHistory, value: string): InputHistory {
  if (history.states[history.index] === value) return history;
  const states = [...history.states.slice(0, history.index + 1), value].slice(-historyLimit);
  return { states, index: states.length - 1 };
}

export function undo(history: InputHistory): InputHistory {
  return history.index > 0 ? { ...history, index: history.index - 1 } : history;
}

export function redo(history: InputHistory): InputHistory {
  return history.index < history.states.length - 1 ? { ...history, index: history.index + 1 } : history;
}

export const currentState = (history: InputHistory): string => history.states[history.index] ?? '';
