/**
 * Preloaded into the build child (node --import): writes the process's peak
 * resident memory (kB, from getrusage) to PEAK_MEMORY_FILE as it exits, so the
 * rebuild can report the build's own peak, not only its own.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.PEAK_MEMORY_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
