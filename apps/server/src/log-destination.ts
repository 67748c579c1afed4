import type { Writable } from 'node:stream';
import pinoPretty from 'pino-pretty';

type Output = Writable & { isTTY?: boolean };

/**
 * Where the server's log lines go: readable lines for a person at a terminal, one JSON object per line
 * otherwise (a log collector, a file, CI).
 */
export function logDestination(output: Output = process.stdout): Writable {
  if (!output.isTTY) return output;
  return pinoPretty({ destination: output, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
}
