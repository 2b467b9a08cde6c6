import { createPasswordHasher } from '../src/auth/password';
import { buildApp } from '../src/app';
import { createManualClock } from '../src/clock';
import { migrateDatabase } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { seedDatabase } from '../src/seed/index';

/**
 * `node --import tsx bench/sign-in-timing.ts`: how long a wrong password takes for an account
 * that exists and for one that does not, with the production scrypt cost, on the embedded
 * database. The two kinds alternate (which one goes first swaps every attempt) so that a
 * machine whose speed drifts affects both alike; rounds of five attempts (the fifth locks) are
 * separated by more than the lock time. Prints numbers; fails on nothing.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 16);
const LOGIN = '/ibsp-bg-auth/sysUser/v1/login';

const database = await openPglite();
const clock = createManualClock(new Date());
const passwords = createPasswordHasher();
await migrateDatabase(database);
await seedDatabase(database.db, { passwords, clock });
const app = await buildApp({ database, clock, passwords, logLevel: 'silent' });

const kinds = { existing: 'zhangsan', unknown: 'nobody-at-all' } as const;
type Kind = keyof typeof kinds;
const times: Record<Kind, number[]> = { existing: [], unknown: [] };
const answers: Record<Kind, string[]> = { existing: [], unknown: [] };

for (let round = 0; round <= ROUNDS; round++) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const order: Kind[] =
      (round + attempt) % 2 === 0 ? ['existing', 'unknown'] : ['unknown', 'existing'];
    for (const kind of order) {
      const started = process.hrtime.bigint();
      const answer = await app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { account: kinds[kind], password: `wrong-${attempt}` },
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The first round warms up (the dummy hash is made on first use).
      if (round > 0) {
        times[kind].push(ms);
        answers[kind].push(answer.body);
      }
    }
  }
  clock.advance(11 * 60_000);
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
console.log(`wrong passwords, ${ROUNDS} rounds of 5 (the fifth locks), production scrypt cost`);
console.log('account    n    mean ms  median ms  p90 ms');
for (const kind of Object.keys(kinds) as Kind[]) {
  const sorted = [...times[kind]].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  console.log(
    `${kind.padEnd(9)} ${String(sorted.length).padStart(3)} ${mean.toFixed(1).padStart(9)} ${at(sorted, 0.5).toFixed(1).padStart(10)} ${at(sorted, 0.9).toFixed(1).padStart(7)}`,
  );
}
const same = JSON.stringify(answers.existing) === JSON.stringify(answers.unknown);
console.log(`answers identical for both: ${same ? 'yes' : 'NO'}`);
await app.close();
await database.close();
