// What one sent request came back with, as the response panel shows it.
import type { PreparedRequest } from './explorer-request';

export interface ExplorerResult {
  request: PreparedRequest;
  /** 0 when no response arrived (network failure). */
  status: number;
  statusText: string;
  headers: [name: string, value: string][];
  text: string;
  durationMs: number;
  time: Date;
  /** The network failure message when there was no response. */
  networkError?: string;
}
