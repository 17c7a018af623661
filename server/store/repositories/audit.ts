/** An audit chain head as seen: its entry's id and hash. */
export interface SeenHead {
  id: number;
  hash: string;
}

export interface AuditRepository {
  /** The newest head this process has seen the database's chain with, to find the newest entries deleted. */
  seenHead(): SeenHead | undefined;
  rememberHead(head: SeenHead): void;
}

/** The same on both databases: the memory of one process, kept with the store it read. */
export function auditHeads(): AuditRepository {
  let seen: SeenHead | undefined;
  return {
    seenHead: () => seen,
    rememberHead(head) {
      if (!seen || head.id > seen.id) seen = head;
    },
  };
}
