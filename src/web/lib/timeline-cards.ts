import type { ReactNode } from 'react';

/**
 * Something a feature shows among a conversation's messages at its time (a proposal's version, say), drawn by that
 * feature: messaging places it and knows nothing else of it, so the two features stay apart (DESIGN.md section 2).
 */
export type TimelineCard = {
  key: string;
  /** ISO time it is placed at among the messages. */
  at: string;
  /** The viewer's own doing: it scrolls into view like a message they sent. */
  mine: boolean;
  node: ReactNode;
};

/** Draws the messages with the cards a feature gives for the conversation. */
export type RenderWithCards = (conversationId: string, render: (cards: TimelineCard[]) => ReactNode) => ReactNode;
