// The MCPB manifest rules of manifestShape.ts (MCP903–MCP906, MCP916), the fields of a manifest: their case tables
// (manifestShape.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { runCases, describeFindings, findingCases } from '../../ruleCases';
import { findingLines } from '../../../../helpers/findings';
import {
  full,
  edited,
  manifestShapeEdges,
  newerFields,
  requiredFieldsRemoved,
  unknownKeys,
  urlsAndEmail,
  wrongKinds,
  manifestShapeRules,
  MANIFEST_CODES,
} from './manifestShape.cases';
import { P } from './fixtures';

const manifestFindings = (doc: object) => findingLines(P, doc, { only: MANIFEST_CODES });

describe('MCP Bundle manifest: shape', () => {
  runCases(manifestShapeRules);
});

describe('MCP Bundle manifest fields', () => {
  it('accepts every field the schema defines, each well formed', () => {
    assert.deepEqual(findingLines(P, full()), []);
  });

  describe('each required field, removed, is named where it was expected', () => {
    findingCases(requiredFieldsRemoved);

    it('optional fields, removed, are not asked for', () => {
      const optional = [
        '$schema',
        'display_name',
        'long_description',
        'author.email',
        'author.url',
        'repository',
        'homepage',
        'documentation',
        'support',
        'icon',
        'icons[0].theme',
        'screenshots',
        'server.mcp_config.args',
        'server.mcp_config.env',
        'tools',
        'tools_generated',
        'prompts[0].description',
        'prompts[0].arguments',
        'keywords',
        'license',
        'compatibility',
        'user_config.units.default',
        '_meta',
      ];
      for (const path of optional) assert.deepEqual(manifestFindings(edited(path, undefined)), [], path);
    });
  });

  describe('each field with a value of the wrong kind', () => {
    findingCases(wrongKinds);
  });

  describe("URLs and the author's email", () => {
    findingCases(urlsAndEmail);
  });

  describe('keys the schema does not define', () => {
    findingCases(unknownKeys);
  });

  describe('fields newer than the declared manifest version', () => {
    findingCases(newerFields);
  });
});

describeFindings(manifestShapeEdges);
