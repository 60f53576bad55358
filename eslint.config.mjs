// The linter's rules for the product, the scripts and the tests; `npm test` runs it through scripts/lint.mjs.
import tseslint from 'typescript-eslint';

const ignores = ['node_modules/', 'out/', 'dist/', '.cache/', '.stryker-tmp/', 'reports/', 'conformance-results/'];

/** Rules that need no type information: they hold for the .mjs scripts as for the TypeScript. */
const plainRules = {
  curly: ['error', 'multi-line'],
  'no-nested-ternary': 'error',
};

export default tseslint.config(
  // fixtures are test data, examples are the user's: their text is what the tests and the walkthrough read
  { ignores: [...ignores, 'test/fixtures/', 'examples/'] },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      ...plainRules,
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      // a class reads from what it offers to how it does it: fields, the constructor, public, protected, private
      '@typescript-eslint/member-ordering': [
        'error',
        {
          default: {
            memberTypes: [
              'signature',
              'field',
              'static-initialization',
              'constructor',
              ['public-method', 'public-get', 'public-set', 'public-static-method'],
              ['protected-method', 'protected-get', 'protected-set'],
              [
                'private-method',
                'private-get',
                'private-set',
                '#private-method',
                '#private-get',
                '#private-set',
                'private-static-method',
              ],
            ],
            order: 'as-written',
          },
        },
      ],
    },
  },
  {
    // a test file's suites are functions that hold its cases: their length is the number of cases, not complexity
    files: ['test/**/*.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['**/*.mjs'],
    rules: plainRules,
  },
);
