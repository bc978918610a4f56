// Processes that stand for other machines (a CDN, its visitors) and must leave the cores to the server measured.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const LOWEST = 19;

/**
 * `spawn` at the lowest priority: niced, in a session of its own whose autogroup is niced too. Linux shares the cores
 * between sessions first (sched_autogroup), so a nice inside the bench's session would only yield to the bench itself,
 * not to the server, which start-api.mjs starts in a session of its own. Seen on 28 Nov 2026: twenty sockets asking
 * Varnish flat out left the server a few percent of a core, and 10 orders a second asked became 1.5.
 */
export function spawnLowPriority(command, args, options = {}) {
  const child = spawn('nice', ['-n', String(LOWEST), command, ...args], { ...options, detached: true });
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, String(LOWEST));
  } catch {
    // No autogroups on this kernel: the nice alone does it.
  }
  return child;
}
