/**
 * `npm run test:html [-- <build folder>] [-- --all]`: checks built pages with the
 * Nu HTML Checker (npm vnu-jar, run on the machine's Java) in one JVM run, and
 * exits non-zero listing every error as file:line message.
 *
 * Without a folder it builds the site itself into .builds/html against a fresh
 * local API (seeded with SEED_BOOKS, default 300), so it needs nothing running.
 * By default it checks every page type (two files of each, see html-check/pages.ts);
 * --all checks every file, which takes minutes on a busy two-core machine.
 * Every page's head is also read for what search engines and social networks
 * need (html-check/head-metadata.ts): sharing tags, rich results, and no two
 * pages with one title or description; and its text for words run into a link
 * (html-check/glued-links.ts), which only the rendering shows.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gluedLinks } from './html-check/glued-links.ts';
import { headProblems, readHead } from './html-check/head-metadata.ts';
import { listHtmlFiles, representativeFiles } from './html-check/pages.ts';
import { isAstroIslandStyle, parseVnuReport } from './html-check/vnu-messages.ts';
import { waitForUrl } from './support/wait-for-url.ts';

const args = process.argv.slice(2);
const all = args.includes('--all');
const folderArg = args.find((arg) => !arg.startsWith('--'));
const VNU_JAR = resolve('node_modules/vnu-jar/build/dist/vnu.jar');

/** Runs a command to its end; resolves with its exit code and what it wrote to stderr. */
function run(
  command: string,
  commandArgs: string[],
  env: NodeJS.ProcessEnv = process.env,
  quiet = false,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, commandArgs, { env, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('exit', (code) => resolveRun({ code: code ?? 1, stderr }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Builds the site into .builds/html against a local API of its own on a fresh database. */
async function buildSite(): Promise<string> {
  const outDir = '.builds/html';
  const dbDir = mkdtempSync(join(tmpdir(), 'validate-html-'));
  const apiPort = String(await freePort());
  const env = {
    ...process.env,
    API_PORT: apiPort,
    API_DB_PATH: join(dbDir, 'shop.db'),
    DIST_DIR: outDir,
    SHOP_API_URL: `http://127.0.0.1:${apiPort}/api/v1`,
    CONTENT_API_URL: `http://127.0.0.1:${apiPort}/content`,
  };
  console.log(`[html] building the site into ${outDir} against a local API on port ${apiPort}…`);
  const api = spawn(process.execPath, ['backend/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForUrl(`${env.CONTENT_API_URL}/informations`, 120_000);
    const build = await run(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build', '--silent'], env);
    if (build.code !== 0) throw new Error(`the build failed (exit ${build.code}):\n${build.stderr}`);
  } finally {
    api.kill('SIGTERM');
    rmSync(dbDir, { recursive: true, force: true });
  }
  return outDir;
}

const started = performance.now();
const root = resolve(folderArg ?? (await buildSite()));
if (!existsSync(root)) {
  console.error(`[html] no build at ${root}`);
  process.exit(2);
}
const everyFile = listHtmlFiles(root);
const files = all ? everyFile : representativeFiles(everyFile);
if (files.length === 0) {
  console.error(`[html] no .html files in ${root}`);
  process.exit(2);
}

const checkStarted = performance.now();
const java = process.env.JAVA ?? 'java';
const vnu = await run(
  java,
  ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map((file) => join(root, file))],
  process.env,
  true,
);
const checkSeconds = (performance.now() - checkStarted) / 1000;
const messages = parseVnuReport(vnu.stderr);

const linesOf = new Map<string, string[]>();
function fileOf(url: string | undefined): string {
  if (!url) return '(unknown file)';
  return url.startsWith('file:') ? fileURLToPath(url) : url;
}
function lineOf(file: string, line: number): string | undefined {
  let lines = linesOf.get(file);
  if (!lines) {
    lines = readFileSync(file, 'utf8').split('\n');
    linesOf.set(file, lines);
  }
  return lines[line - 1];
}

let allowed = 0;
const errors = messages.filter((message) => {
  if (message.type !== 'error' && message.type !== 'non-document-error') return false;
  const file = fileOf(message.url);
  if (existsSync(file) && isAstroIslandStyle(message, (line) => lineOf(file, line))) {
    allowed += 1;
    return false;
  }
  return true;
});

for (const error of errors) {
  const file = fileOf(error.url);
  const where = existsSync(file) ? relative(process.cwd(), file) : file;
  console.error(`${where}:${error.lastLine ?? '?'}: ${error.message}`);
}
const pages = everyFile.map((file) => ({ file, html: readFileSync(join(root, file), 'utf8') }));
const heads = headProblems(pages.map((page) => readHead(page.file, page.html)));
for (const problem of heads) console.error(`[html] head: ${problem}`);
const glued = pages.flatMap((page) => gluedLinks(page.html).map((text) => `${page.file}: a word runs into a link: “${text}”`));
for (const problem of glued) console.error(`[html] text: ${problem}`);
const total = (performance.now() - started) / 1000;
console.log(
  `[html] ${errors.length} error(s) in ${files.length} of ${everyFile.length} files (${all ? 'all' : 'every page type'}); ` +
    `${allowed} Astro island style element(s) let through; ${heads.length} head problem(s) and ${glued.length} word(s) run into a link ` +
    `in ${everyFile.length} pages; checker ${checkSeconds.toFixed(1)} s, total ${total.toFixed(1)} s.`,
);
if (errors.length > 0 || heads.length > 0 || glued.length > 0 || (vnu.code !== 0 && messages.length === 0)) {
  if (vnu.code !== 0 && messages.length === 0) console.error(`[html] the checker exited ${vnu.code}: ${vnu.stderr.slice(0, 2000)}`);
  process.exit(1);
}
