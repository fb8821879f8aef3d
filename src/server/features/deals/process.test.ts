// docs/deal-process.md draws the deal process; the drawing must say what the table in process.ts says.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dealTransitions, initialDealState } from './process.ts';

const moves = Object.entries(dealTransitions);

/**
 * The table as a Mermaid state diagram: each move from each of its states, with its actor and guard (a move that
 * keeps the state loops back to it), and the states nothing leaves as final.
 */
function drawDealProcess(): string {
  const final = [...new Set(moves.map(([, move]) => move.to))].filter(
    (state) => state !== null && !moves.some(([, move]) => move.from.includes(state)),
  );
  const arrows = moves.flatMap(([name, move]) =>
    move.from.map((from) => {
      const guard = move.guards ? `, if ${move.guards.join(' and ')}` : '';
      return `  ${from} --> ${move.to ?? from}: ${name} (${move.by}${guard})`;
    }),
  );
  return [
    'stateDiagram-v2',
    `  [*] --> ${initialDealState}`,
    ...arrows,
    ...final.map((state) => `  ${state} --> [*]`),
  ].join('\n');
}

describe('the deal process', () => {
  it('is drawn in docs/deal-process.md exactly as the table has it', async () => {
    const doc = await readFile(new URL('../../../../docs/deal-process.md', import.meta.url), 'utf8');
    const drawn = /```mermaid\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(drawn).toBe(drawDealProcess());
  });

  it("lists each move's effects in docs/deal-process.md as the table orders them", async () => {
    const doc = await readFile(new URL('../../../../docs/deal-process.md', import.meta.url), 'utf8');
    const rows = doc
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .filter((cells) => cells.length === 4 && cells[1]! in dealTransitions)
      .map((cells) => [cells[1], cells[2]]);
    expect(rows).toEqual(
      Object.entries(dealTransitions).map(([name, move]) => [name, move.effects.join(', ') || 'none']),
    );
  });

  it('reaches every state it names from the initial one', () => {
    const reached = new Set([initialDealState]);
    // Twice over the table, so a move listed before the one reaching its state counts too.
    for (const _pass of [1, 2]) {
      for (const [, move] of moves) if (move.to && move.from.some((state) => reached.has(state))) reached.add(move.to);
    }
    const named = new Set(moves.flatMap(([, move]) => [...move.from, ...(move.to ? [move.to] : [])]));
    expect([...named].filter((state) => !reached.has(state))).toEqual([]);
  });
});
