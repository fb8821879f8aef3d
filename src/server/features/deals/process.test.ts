// docs/deal-process.md draws the deal process; the drawing must say what the table in process.ts says.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../platform/guards.ts';
import { type DealTransition, dealTransitions, initialDealState, type SendGuard, sendTransition } from './process.ts';
import { allowSending, type SendFacts } from './send-policy.ts';

const moves = Object.entries(dealTransitions);

const label = (name: string, move: DealTransition<string, string>) =>
  `${name} (${move.by}${move.guards ? `, if ${move.guards.join(' and ')}` : ''})`;

/**
 * The table as a Mermaid state diagram: sending, from the start to the initial state, then each move from each of
 * its states, with its actor and guard (a move that keeps the state loops back to it), and the states nothing leaves
 * as final.
 */
function drawDealProcess(): string {
  const final = [...new Set(moves.map(([, move]) => move.to))].filter(
    (state) => state !== null && !moves.some(([, move]) => move.from.includes(state)),
  );
  const arrows = moves.flatMap(([name, move]) =>
    move.from.map((from) => `  ${from} --> ${move.to ?? from}: ${label(name, move)}`),
  );
  return [
    'stateDiagram-v2',
    `  [*] --> ${sendTransition.to}: ${label('send', sendTransition)}`,
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
      .filter((cells) => cells.length === 4 && (cells[1] === 'send' || cells[1]! in dealTransitions))
      .map((cells) => [cells[1], cells[2]]);
    expect(rows).toEqual(
      [['send', sendTransition] as const, ...moves].map(([name, move]) => [name, move.effects.join(', ') || 'none']),
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

  describe("the send row's guards", () => {
    const sender = { id: 'sender', role: 'user' } as Member;
    const sendable: SendFacts = {
      listing: { userId: 'owner', status: 'active', paymentTypes: ['cash'] },
      paymentMethods: ['cash'],
      pendingProposal: false,
    };
    // How each guard fails, and the refusal's code.
    const failures: Record<SendGuard, [(facts: SendFacts) => SendFacts, string]> = {
      'not your own listing': [
        (facts) => ({ ...facts, listing: { ...facts.listing, userId: sender.id } }),
        'OWN_LISTING',
      ],
      'listing live': [(facts) => ({ ...facts, listing: { ...facts.listing, status: 'paused' } }), 'LISTING_CLOSED'],
      'payment methods accepted': [(facts) => ({ ...facts, paymentMethods: ['coins'] }), 'PAYMENT_METHOD_NOT_ACCEPTED'],
      'no pending proposal': [(facts) => ({ ...facts, pendingProposal: true }), 'PROPOSAL_PENDING'],
    };
    const codeOf = (facts: SendFacts) => {
      const verdict = allowSending(sender, facts);
      return verdict.allowed ? null : verdict.refusal.code;
    };

    it('let a member send when every one holds', () => {
      expect(codeOf(sendable)).toBeNull();
    });

    it('each refuse sending alone, and first in the order the row lists them', () => {
      const { guards } = sendTransition;
      guards.forEach((guard, index) => {
        const [fail, code] = failures[guard];
        expect(codeOf(fail(sendable)), guard).toBe(code);
        const withLater = guards.slice(index).reduce((facts, later) => failures[later][0](facts), sendable);
        expect(codeOf(withLater), `${guard} and the guards after it`).toBe(code);
      });
    });
  });
});
