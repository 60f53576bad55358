// The capability rules of appResources.ts (MCP414–MCP416), MCP Apps UI resources: their case tables
// (appResources.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { runCases, describeFindings } from '../../ruleCases';
import {
  P,
  VIEW,
  tool,
  withUi,
  uiResourceMimeTypes,
  uiMetaFieldTypes,
  cspDomainLists,
  uiPermissions,
  uiResourceRules,
} from './appResources.cases';
import { MIME } from './fixtures';

describe('MCP Apps: the UI resource (MCP414–MCP416)', () => {
  runCases(uiResourceRules);

  it('accepts every field MCP Apps defines, written as it defines them', () => {
    const ui = {
      csp: {
        connectDomains: ['https://api.example.com', 'wss://live.example.com'],
        resourceDomains: ['https://cdn.jsdelivr.net', 'https://*.cloudflare.com'],
        frameDomains: ['https://www.youtube.com'],
        baseUriDomains: ['https://cdn.example.com'],
      },
      permissions: { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} },
      domain: 'www-example-com.oaiusercontent.com',
      prefersBorder: true,
    };
    assert.deepEqual(
      codes(
        lintText(P, {
          tools: [tool({ ui: { resourceUri: VIEW, visibility: ['model', 'app'] } })],
          resources: [withUi(ui)],
        }),
      ),
      [],
    );
    assert.deepEqual(
      codes(lintText(P, { contents: [{ uri: VIEW, mimeType: MIME, text: '<!doctype html>', _meta: { ui } }] })),
      [],
    );
  });
});

describeFindings(uiResourceMimeTypes);

describeFindings(uiMetaFieldTypes);

describeFindings(cspDomainLists);

describeFindings(uiPermissions);
