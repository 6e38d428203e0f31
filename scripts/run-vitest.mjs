// Runs vitest with its usual output and a JSON report beside it, and adds one paragraph to the
// file named by TEST_SUMMARY_FILE (when set): which suite ran on which engine, how many tests
// passed, failed and were skipped, and the files whose tests were skipped there. CI prints it at
// the end, so a green run shows what it did not run.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const vitestArgs = (args, report) => [
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

/** `label` names the suite and its engine in the summary; returns whether the run passed. */
export function runVitest({ label, args, env = process.env }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
  const report = path.join(dir, 'report.json');
  const run = spawnSync('npx', vitestArgs(args, report), { cwd: root, env, stdio: 'inherit' });
  if (run.error) console.error(run.error);
  const ok = run.status === 0;
  summarise(label, report, ok);
  rmSync(dir, { recursive: true, force: true });
  return ok;
}

/**
 * `runVitest` beside other runs: the output goes to `log` (a file) instead of the terminal.
 * Resolves to whether the run passed.
 */
export function runVitestInBackground({ label, args, log, env = process.env }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
  const report = path.join(dir, 'report.json');
  const out = createWriteStream(log);
  const child = spawn('npx', vitestArgs(args, report), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      out.end(() => {
        summarise(label, report, ok);
        rmSync(dir, { recursive: true, force: true });
        resolve(ok);
      });
    });
  });
}

function summarise(label, report, ok) {
  const file = process.env.TEST_SUMMARY_FILE;
  if (!file) return;
  let lines;
  try {
    const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
    const count = { passed: 0, failed: 0, skipped: 0 };
    const skippedIn = [];
    const failures = [];
    for (const result of testResults) {
      const file = path.relative(root, result.name);
      let skipped = 0;
      for (const { status, fullName, failureMessages } of result.assertionResults) {
        if (status === 'passed' || status === 'failed') count[status] += 1;
        else skipped += 1;
        if (status === 'failed')
          failures.push(failureLine(`${file} > ${fullName}`, failureMessages));
      }
      count.skipped += skipped;
      if (skipped) skippedIn.push(`${file} (${skipped})`);
      // A file that failed outside its tests (a hook, an import, an unhandled error).
      if (result.status === 'failed' && !result.assertionResults.some((a) => a.status === 'failed'))
        failures.push(failureLine(file, [result.message]));
    }
    lines = [
      `${ok ? 'passed' : 'FAILED'}  ${label}: ${testResults.length} files, ` +
        `${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`,
      ...(skippedIn.length ? [`        skipped here: ${skippedIn.join(', ')}`] : []),
      ...failures,
    ];
  } catch {
    lines = [
      `${ok ? 'passed' : 'FAILED'}  ${label}: no report (the run stopped before writing it)`,
    ];
  }
  appendFileSync(file, lines.join('\n') + '\n');
}

/**
 * A failed test in the summary: its name and the first lines of its error. CI's output is long and
 * may be cut where it is shown; the summary comes last, so a failure is named where it is read.
 */
function failureLine(name, messages = []) {
  const first = messages
    .filter(Boolean)
    .join('\n')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')
    .slice(0, 400);
  return `        failed: ${name}${first ? `: ${first}` : ''}`;
}
