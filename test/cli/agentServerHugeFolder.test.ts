import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { tempFolder } from './runCli';
import { startLens, structuredOf, textOf, type FindingsAnswer, type LensSession } from './agentServerSession';

/** Past the walk's limit (20,000 files): every file an MCP catalog with two errors, in folders of 500. */
const FILES = 20_500;
const PER_CALL = 300;

interface FolderAnswer extends FindingsAnswer {
  filesFound: number;
  filesChecked: number;
  nextFileOffset: number | null;
  walkStopped: boolean;
  documents: number;
}

describe('mcp-lens mcp on a huge folder', () => {
  const scratch = tempFolder();
  let lens: LensSession;
  before(async () => {
    for (let i = 0; i < FILES; i++) {
      const folder = join(scratch.dir, 'huge', `part-${String(Math.floor(i / 500)).padStart(2, '0')}`);
      if (i % 500 === 0) mkdirSync(folder, { recursive: true });
      const catalog = {
        resources: [
          { name: `r${i}`, uri: `file:///r${i}`, annotations: { priority: '0.5' } },
          { name: `s${i}`, uri: `file:///s${i}`, annotations: { priority: 7 } },
        ],
      };
      writeFileSync(join(folder, `catalog-${String(i).padStart(5, '0')}.json`), JSON.stringify(catalog));
    }
    lens = await startLens({ cwd: scratch.dir });
  });
  after(async () => {
    await lens.close();
    scratch.dispose();
  });

  it('stays bounded: the walk stops, a call checks a part and answers one page, saying how to go on', async () => {
    const result = await lens.call('check_files', { paths: ['huge'] });
    const answer = structuredOf<FolderAnswer>(result);
    assert.equal(answer.walkStopped, true);
    assert.equal(answer.filesFound, 20_000);
    assert.equal(answer.filesChecked, PER_CALL);
    assert.equal(answer.documents, PER_CALL);
    assert.equal(answer.nextFileOffset, PER_CALL);
    assert.equal(answer.counts.errors, 2 * PER_CALL);
    assert.equal(answer.total, 2 * PER_CALL);
    assert.equal(answer.findings.length, 50);
    assert.equal(answer.nextOffset, 50);
    const text = textOf(result);
    assert.ok(text.length < 20_000, `the default answer is ${text.length} characters`);
    assert.match(text, /The walk stopped at 20000 files/);
    assert.match(text, /call check_files again with the same paths and fileOffset 300/);
    assert.match(text, /550 more: call check_files again with the same paths \(offset 50\)/);

    const widest = await lens.call('check_files', { paths: ['huge'], limit: 10_000 });
    assert.equal(widest.isError, true, 'a limit over 200 was taken');
    const most = await lens.call('check_files', { paths: ['huge'], limit: 200 });
    assert.equal(structuredOf<FolderAnswer>(most).findings.length, 200);
    assert.ok(textOf(most).length < 64_000, `the largest page is ${textOf(most).length} characters`);

    const next = structuredOf<FolderAnswer>(await lens.call('check_files', { paths: ['huge'], fileOffset: PER_CALL }));
    assert.equal(next.filesChecked, PER_CALL);
    assert.equal(next.nextFileOffset, 2 * PER_CALL);
    assert.notDeepEqual(next.findings[0]!.file, answer.findings[0]!.file);
  });

  it('run_saved_tests says so when its walk stopped at the limit', async () => {
    const result = await lens.call('run_saved_tests', { paths: ['huge'] });
    const answer = structuredOf<{ walkStopped: boolean; filesFound: number; notes: string[] }>(result);
    assert.equal(answer.walkStopped, true);
    assert.equal(answer.filesFound, 0);
    assert.ok(
      answer.notes.some((n) => /The walk stopped at 20000 files/.test(n)),
      answer.notes.join('\n'),
    );
    assert.match(textOf(result), /The walk stopped at 20000 files: name smaller folders/);
  });
});
