// `npm run icon`: renders media/icon.svg to the 128×128 PNG that package.json's `icon` names, since the marketplace
// and the Extensions view take only a PNG. Run it after changing the SVG.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'media', 'icon.svg');
const target = path.join(root, 'media', 'icon.png');

// rendered at 4× and scaled down: smoother edges than librsvg's own anti-aliasing at 128 px
const info = await sharp(source, { density: 4 * 72 })
  .resize(128, 128)
  .png({ compressionLevel: 9, palette: false })
  .toFile(target);
console.log(`${path.relative(root, target)}: ${info.width}×${info.height}, ${info.size} bytes`);
