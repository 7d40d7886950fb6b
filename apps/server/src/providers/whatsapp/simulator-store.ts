import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { MessageRequest } from './types';

/** One message the shop sent, as the simulator holds it (tests read these). */
export interface SimSentMessage {
  id: string;
  to: string;
  at: number;
  request: MessageRequest;
  status: 'accepted' | 'sent' | 'delivered' | 'failed';
  errorCode?: number;
}

interface PersistedState {
  sequence: number;
  messages: SimSentMessage[];
  /** wa_id -> time (ms) of the customer's last message: it opens the 24-hour customer service window. */
  lastInbound: Record<string, number>;
  /** wa_ids with no WhatsApp account: Meta accepts a message to them and fails it on the webhook (131026). */
  undeliverable?: string[];
}

export const CUSTOMER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What the simulator knows, mirrored to `stateFile` so an embedded shop restarted mid-conversation finds the
 * same messages and windows, as it would at Meta.
 */
export function createWhatsAppSimStore(stateFile?: string) {
  const state: PersistedState =
    stateFile && existsSync(stateFile)
      ? (JSON.parse(readFileSync(stateFile, 'utf8')) as PersistedState)
      : { sequence: 0, messages: [], lastInbound: {} };
  const save = () => {
    if (stateFile) writeFileSync(stateFile, JSON.stringify(state));
  };

  return {
    /** `wamid.` ids, unique across restarts. */
    nextId(prefix = 'wamid'): string {
      state.sequence += 1;
      return `${prefix}.HBgM${Date.now().toString(36).toUpperCase()}${String(state.sequence).padStart(6, '0')}`;
    },
    record(message: SimSentMessage) {
      state.messages.push(message);
      save();
    },
    update(id: string, change: Partial<SimSentMessage>) {
      const message = state.messages.find((m) => m.id === id);
      if (message) Object.assign(message, change);
      save();
    },
    messages: (): readonly SimSentMessage[] => state.messages,
    find: (id: string) => state.messages.find((m) => m.id === id),
    customerWrote(waId: string, at: number) {
      state.lastInbound[waId] = at;
      save();
    },
    markUndeliverable(waId: string) {
      state.undeliverable = [...new Set([...(state.undeliverable ?? []), waId])];
      save();
    },
    isUndeliverable: (waId: string) => (state.undeliverable ?? []).includes(waId),
    isWindowOpen: (waId: string, now: number) => now - (state.lastInbound[waId] ?? -Infinity) < CUSTOMER_WINDOW_MS,
  };
}
