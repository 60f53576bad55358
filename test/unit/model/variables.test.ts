import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { variablesInString, variablesInText, variablesUnder } from '../../../common/config/variables';

const pick = (v: { form: string; namespace?: string; name: string; defaultValue?: string; text: string }) => ({
  form: v.form,
  namespace: v.namespace,
  name: v.name,
  defaultValue: v.defaultValue,
  text: v.text,
});

describe('variables in strings', () => {
  it('parses every dollar form', () => {
    const raw =
      'a ${input:tok} ${env:HOME} ${config:a.b} ${workspaceFolder} ${workspaceFolder:api} ${VAR:-x y} ${user_config.k} ${arguments.topic} ${/} ${__dirname}';
    assert.deepEqual(variablesInText(raw, 0).map(pick), [
      { form: 'dollar', namespace: 'input', name: 'tok', defaultValue: undefined, text: '${input:tok}' },
      { form: 'dollar', namespace: 'env', name: 'HOME', defaultValue: undefined, text: '${env:HOME}' },
      { form: 'dollar', namespace: 'config', name: 'a.b', defaultValue: undefined, text: '${config:a.b}' },
      {
        form: 'dollar',
        namespace: undefined,
        name: 'workspaceFolder',
        defaultValue: undefined,
        text: '${workspaceFolder}',
      },
      {
        form: 'dollar',
        namespace: 'workspaceFolder',
        name: 'api',
        defaultValue: undefined,
        text: '${workspaceFolder:api}',
      },
      { form: 'dollar', namespace: undefined, name: 'VAR', defaultValue: 'x y', text: '${VAR:-x y}' },
      { form: 'dollar', namespace: 'user_config', name: 'k', defaultValue: undefined, text: '${user_config.k}' },
      { form: 'dollar', namespace: 'arguments', name: 'topic', defaultValue: undefined, text: '${arguments.topic}' },
      { form: 'dollar', namespace: undefined, name: '/', defaultValue: undefined, text: '${/}' },
      { form: 'dollar', namespace: undefined, name: '__dirname', defaultValue: undefined, text: '${__dirname}' },
    ]);
  });

  it('finds curly and bare forms only when asked, never inside a dollar form', () => {
    const raw = 'https://{host}:{port}/x?t=${TOKEN}&u=$USER';
    assert.deepEqual(
      variablesInText(raw, 0).map((v) => v.text),
      ['${TOKEN}'],
    );
    assert.deepEqual(
      variablesInText(raw, 0, ['curly']).map((v) => v.name),
      ['host', 'port'],
    );
    assert.deepEqual(
      variablesInText(raw, 0, ['bare']).map((v) => v.name),
      ['USER'],
    );
    assert.deepEqual(
      variablesInText(raw, 0, ['dollar', 'curly', 'bare']).map((v) => v.text),
      ['{host}', '{port}', '${TOKEN}', '$USER'],
    );
  });

  it('gives document spans for the reference and its name', () => {
    const text = '{ "env": { "K": "Bearer ${input:api-key}", "L": "\\\\${env:X}" } }';
    const root = parseTree(text)!;
    const found = variablesUnder(text, root);
    assert.equal(found.length, 2);
    const [a, b] = found.map((f) => f.variable);
    assert.equal(text.slice(a!.offset, a!.offset + a!.length), '${input:api-key}');
    assert.equal(text.slice(a!.nameOffset, a!.nameOffset + a!.nameLength), 'api-key');
    assert.equal(
      text.slice(b!.offset, b!.offset + b!.length),
      '${env:X}',
      'escapes before a reference do not shift it',
    );
  });

  it('ignores keys and non-strings', () => {
    const text = '{ "${input:key}": 1, "n": 5, "s": "${x}" }';
    const root = parseTree(text)!;
    assert.deepEqual(
      variablesUnder(text, root).map((f) => f.variable.name),
      ['x'],
    );
    assert.deepEqual(variablesInString(text, root.children![1]!.children![1]), []);
  });
});
