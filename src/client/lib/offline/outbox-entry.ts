import type { Session } from '#shared/schemas/sessions.ts';

// One write kept on the device until the server has it (docs/decisions/032). Pure: no storage here.

export type OutboxAction = 'create' | 'update' | 'delete';

/** What the server is sent: JSON, or a multipart form's fields in order (a photo as a File). */
export type OutboxBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: [string, string | File][] };

/** waiting: not sent yet (or sent without an answer); syncing: being sent now; failed: the server refused. */
export type OutboxState = 'waiting' | 'syncing' | 'failed';

/** What the lists show of an entry before the server has it. */
export type EntryPreview = Omit<Session, 'id' | 'imageUrl'> & { photo: boolean };

export interface OutboxEntry {
  /** The IndexedDB key: the time it was queued then the client id, so keys sort in the order of the writes. */
  key: string;
  /** The client-generated id of this entry. */
  id: string;
  /** The customer whose entry it is (the customer hash it was written as); only they see or send it. */
  owner: string;
  action: OutboxAction;
  /** The saved entry an update or delete is about; null for a create. */
  targetId: number | null;
  /** Sent with every attempt, so the server stores the write once however often it is sent. */
  idempotencyKey: string;
  body: OutboxBody | null;
  preview: EntryPreview;
  state: OutboxState;
  /** Attempts that reached the point of sending; an entry never sent may be changed with the same key. */
  attempts: number;
  /** The server's refusal: its code and message, shown with the entry. */
  error: { code: string | null; message: string } | null;
  queuedAt: string;
}

/** An entry's key: sortable by when it was queued (ISO time), unique by its id. */
export function entryKey(queuedAt: Date, id: string): string {
  return `${queuedAt.toISOString()}#${id}`;
}

/** The body to keep for a request: FormData becomes its fields (files stay files), JSON stays JSON. */
export function bodyOf(request: FormData | unknown): OutboxBody {
  if (request instanceof FormData) {
    return { kind: 'form', fields: [...request.entries()].map(([name, value]) => [name, value]) };
  }
  return { kind: 'json', value: request };
}

/** The request body again, for sending. */
export function requestOf(body: OutboxBody): FormData | unknown {
  if (body.kind === 'json') return body.value;
  const form = new FormData();
  for (const [name, value] of body.fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.name);
  }
  return form;
}

/** The photo an entry carries, if any. */
export function photoOf(body: OutboxBody | null): File | null {
  if (body?.kind !== 'form') return null;
  const image = body.fields.find(([name, value]) => name === 'image' && typeof value !== 'string');
  return image ? (image[1] as File) : null;
}

/** The entries of one customer, in the order they were written. */
export function entriesOf(entries: readonly OutboxEntry[], owner: string | null): OutboxEntry[] {
  if (!owner) return [];
  return entries.filter((entry) => entry.owner === owner).sort((a, b) => (a.key < b.key ? -1 : 1));
}

/**
 * Whether an entry may be changed or discarded: never while it is being sent, and not once an attempt
 * went out without an answer (the server may have it; changing it then could store it twice). A refused
 * entry and one never sent may.
 */
export function isEditable(entry: OutboxEntry): boolean {
  if (entry.state === 'failed') return true;
  return entry.state === 'waiting' && entry.attempts === 0;
}

/** The next entry to send: the oldest waiting one (entries left 'syncing' by a closed page count as waiting). */
export function nextToSend(entries: readonly OutboxEntry[], owner: string | null): OutboxEntry | null {
  return entriesOf(entries, owner).find((entry) => entry.state !== 'failed') ?? null;
}
