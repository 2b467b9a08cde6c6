import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  recordStep,
  redoStep,
  startHistory,
  undoStep,
} from './edit-history';

describe('the undo history', () => {
  it('undoes and redoes steps in order', () => {
    let history = startHistory('a');
    expect(canUndo(history)).toBe(false);
    history = recordStep(recordStep(history, 'b'), 'c');
    expect(history.present).toBe('c');
    history = undoStep(history);
    expect(history.present).toBe('b');
    expect(canRedo(history)).toBe(true);
    history = undoStep(history);
    expect(history.present).toBe('a');
    expect(undoStep(history)).toBe(history);
    history = redoStep(redoStep(history));
    expect(history.present).toBe('c');
    expect(redoStep(history)).toBe(history);
  });

  it('drops what was undone once a new step is taken', () => {
    const history = recordStep(undoStep(recordStep(startHistory('a'), 'b')), 'x');
    expect(history.present).toBe('x');
    expect(canRedo(history)).toBe(false);
    expect(undoStep(history).present).toBe('a');
  });

  it('records nothing for the same state', () => {
    const history = recordStep(startHistory('a'), 'b');
    expect(recordStep(history, 'b')).toBe(history);
  });

  it('keeps the last 100 steps', () => {
    let history = startHistory(0);
    for (let step = 1; step <= 150; step += 1) history = recordStep(history, step);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(HISTORY_LIMIT).toBe(100);
    while (canUndo(history)) history = undoStep(history);
    expect(history.present).toBe(50);
  });

  it('merges steps with the same key (typing into one field) into one', () => {
    let history = recordStep(startHistory(''), 'x');
    history = recordStep(history, 'xa', 'name');
    history = recordStep(history, 'xab', 'name');
    history = recordStep(history, 'xabc', 'name');
    expect(history.past).toEqual(['', 'x']);
    history = recordStep(history, 'xabc!', 'other');
    expect(history.past).toEqual(['', 'x', 'xabc']);
    // after an undo, typing again is a step of its own
    history = recordStep(undoStep(history), 'xabcd', 'other');
    expect(history.past).toEqual(['', 'x', 'xabc']);
  });
});
