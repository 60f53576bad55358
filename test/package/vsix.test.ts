import { strict as assert } from 'node:assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import MarkdownIt from 'markdown-it';
import yauzl from 'yauzl';
import { REPO_ROOT } from '../helpers/paths';

const VSCE = join(REPO_ROOT, 'node_modules/@vscode/vsce/vsce');
const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  icon?: string;
  repository: { url: string };
  contributes: { viewsContainers: { activitybar: { icon: string }[] }; views: Record<string, { icon?: string }[]> };
};
/** Where vsce points a relative README link (blob) or image (raw) of the GitHub repository. */
const REPO_WEB = manifest.repository.url.replace(/\.git$/, '');

/** Every entry of a .vsix (a zip) as text, by its path. */
function readVsix(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The width and height a PNG's IHDR chunk declares, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (
    bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' ||
    bytes.subarray(12, 16).toString('latin1') !== 'IHDR'
  ) {
    return undefined;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The targets of a Markdown document's links and images, as markdown-it (the marketplace's kind of renderer) reads them. */
function targets(markdown: string): { links: string[]; images: string[] } {
  const links: string[] = [];
  const images: string[] = [];
  const walk = (tokens: ReturnType<InstanceType<typeof MarkdownIt>['parse']>) => {
    for (const t of tokens) {
      if (t.type === 'link_open') links.push(String(t.attrGet('href') ?? ''));
      if (t.type === 'image') images.push(String(t.attrGet('src') ?? ''));
      if (t.children) walk(t.children);
    }
  };
  walk(new MarkdownIt({ html: true }).parse(markdown, {}));
  return { links, images };
}

describe('the .vsix contents (.vscodeignore is an allowlist)', () => {
  it('holds only dist/, syntaxes/, media/, the manifest, README, CHANGELOG, LICENSE and the rules reference', () => {
    const out = execFileSync(process.execPath, [VSCE, 'ls', '--no-dependencies'], { cwd: REPO_ROOT, encoding: 'utf8' });
    const files = out
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    assert.ok(files.includes('package.json'));
    // The client loads features.js and languageClient.js on first use, and the two workers are threads started
    // beside whichever bundle needs them, so each must be shipped on its own.
    const bundles = [
      'dist/client.js',
      'dist/features.js',
      'dist/languageClient.js',
      'dist/server.js',
      'dist/schemaWorker.js',
      'dist/catalogLintWorker.js',
    ];
    assert.deepEqual(
      bundles.filter((b) => !files.includes(b)),
      [],
      `bundles missing: ${files.join(', ')}`,
    );
    const allowed = /^(dist\/|syntaxes\/|media\/|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE$|docs\/rules\.md$)/;
    const stray = files.filter((f) => !allowed.test(f));
    assert.deepEqual(stray, [], 'files outside the allowlist would ship');
    assert.ok(!files.some((f) => f.endsWith('.map')), 'source maps must not ship');
  });

  // `vsce ls` skips the secret scan and the manifest checks that `vsce package` runs: a rule example shaped like a
  // token once made `npm run package` fail while every test passed.
  describe('the real `vsce package` (its secret scan and manifest checks included)', () => {
    let dir = '';
    let output = '';
    let vsix = new Map<string, Buffer>();
    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'mcp-lens-vsix-'));
      const out = join(dir, 'mcp-lens.vsix');
      const run = spawnSync(process.execPath, [VSCE, 'package', '--no-dependencies', '--out', out], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // both streams: vsce prints its warnings to stderr, and a warning that asks "continue?" ends it with an error
      output = `${run.stdout}\n${run.stderr}`;
      assert.equal(run.status, 0, output);
      assert.ok(
        statSync(out).size < 5 * 1024 * 1024,
        `the .vsix is ${(statSync(out).size / 1024 / 1024).toFixed(1)} MB`,
      );
      vsix = await readVsix(out);
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('packages without a warning', () => {
      assert.doesNotMatch(output, /WARNING|warn/i, output);
    });

    it('ships a 128×128 PNG icon, named in the .vsix manifest as the marketplace icon', () => {
      assert.ok(manifest.icon?.endsWith('.png'), 'package.json names a PNG icon');
      const icon = vsix.get(`extension/${manifest.icon}`);
      assert.ok(icon, `extension/${manifest.icon} is in the .vsix`);
      assert.deepEqual(pngSize(icon), { width: 128, height: 128 });
      assert.match(
        vsix.get('extension.vsixmanifest')!.toString('utf8'),
        new RegExp(`Type="Microsoft\\.VisualStudio\\.Services\\.Icons\\.Default" Path="extension/${manifest.icon}"`),
      );
    });

    // VS Code draws the activity bar's and the views' icons as a mask tinted by the theme: an SVG of strokes follows
    // every theme, where the marketplace's full-colour PNG would show as a solid square
    it('keeps the activity-bar and view icons as SVGs, apart from the marketplace PNG', () => {
      const icons = [
        ...manifest.contributes.viewsContainers.activitybar.map((c) => c.icon),
        ...Object.values(manifest.contributes.views)
          .flat()
          .map((v) => v.icon),
      ];
      for (const icon of icons) {
        assert.ok(icon?.endsWith('.svg') && icon !== manifest.icon, `${icon} is an SVG`);
        assert.ok(vsix.has(`extension/${icon}`), `${icon} ships`);
      }
    });

    it('puts the gallery banner, the homepage and the issue tracker on the marketplace page', () => {
      const xml = vsix.get('extension.vsixmanifest')!.toString('utf8');
      assert.match(xml, /Id="Microsoft\.VisualStudio\.Services\.Branding\.Color" Value="#[0-9a-f]{6}"/i);
      assert.match(xml, /Id="Microsoft\.VisualStudio\.Services\.Branding\.Theme" Value="(dark|light)"/);
      assert.match(
        xml,
        new RegExp(`Id="Microsoft\\.VisualStudio\\.Services\\.Links\\.Support" Value="${REPO_WEB}/issues"`),
      );
      assert.match(
        xml,
        new RegExp(`Id="Microsoft\\.VisualStudio\\.Services\\.Links\\.Learn" Value="${REPO_WEB}#readme"`),
      );
    });

    // vsce rewrites the README's relative links to the repository's copies, since the marketplace shows it away from
    // the repository; so each image must be a repository file, small, and not an SVG, which is refused.
    it('has a README whose every link and image is absolute, and whose images are the repository’s PNGs under 300 KB', () => {
      const source = targets(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8'));
      const shipped = targets(vsix.get('extension/readme.md')!.toString('utf8'));
      assert.ok(source.images.length >= 5, `the README shows the product (${source.images.length} images)`);
      assert.deepEqual(
        shipped.links.filter((l) => !/^(https:|mailto:|#)/.test(l)),
        [],
        'no relative link is left in the shipped README',
      );
      assert.equal(shipped.images.length, source.images.length);
      for (const [i, image] of source.images.entries()) {
        assert.doesNotMatch(
          image,
          /^[a-z]+:/i,
          `${image}: the README names its images by their path in the repository`,
        );
        const file = join(REPO_ROOT, image);
        assert.ok(existsSync(file), `${image} exists`);
        assert.ok(image.endsWith('.png') && pngSize(readFileSync(file)), `${image} is a PNG`);
        assert.ok(statSync(file).size < 300 * 1024, `${image} is ${Math.round(statSync(file).size / 1024)} KB`);
        assert.equal(shipped.images[i], `${REPO_WEB}/raw/HEAD/${image.replace(/^\.\//, '')}`);
      }
    });
  });
});
