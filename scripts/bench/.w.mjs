import { generateCatalog } from './catalog.mjs'; import { writeFileSync } from 'node:fs';
writeFileSync('/tmp/bench-cli/catalog-100.json', generateCatalog(100).text);
