// The form of a JSON Schema as data: one field per value, of the kind of input that fits it (schemaForm.ts builds it).

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface FieldBase {
  /** What the label names: the property name (array rows and map entries add their index or key when shown). */
  readonly label: string;
  readonly title?: string;
  readonly description?: string;
  readonly required: boolean;
  /** `null` is a value the schema allows (type [..., "null"], a null branch of anyOf/oneOf, `nullable: true`). */
  readonly nullable: boolean;
  /** The schema's `default`, when it has one (wrapped, so that a default of `undefined`-like values stays visible). */
  readonly default?: { readonly value: unknown };
  readonly deprecated?: boolean;
  /** A hint for the empty input: the first of `examples`, or an example of the format. */
  readonly placeholder?: string;
}

export interface StringField extends FieldBase {
  readonly kind: 'string';
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** The input that fits: one line, several lines (code, content, long text), or a typed browser input. */
  readonly input: 'text' | 'multiline' | 'email' | 'url' | 'date' | 'password';
}

export interface NumberField extends FieldBase {
  readonly kind: 'number';
  /** `type: integer`: the value is sent as a JSON integer. */
  readonly integer: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
}

export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
}

export interface Option {
  readonly label: string;
  readonly value: unknown;
  readonly description?: string;
}

/** One value of a list (`enum`, or `oneOf`/`anyOf` of `const`s): a select. */
export interface EnumField extends FieldBase {
  readonly kind: 'enum';
  readonly options: readonly Option[];
}

/** The one value `const` allows. */
export interface ConstField extends FieldBase {
  readonly kind: 'const';
  readonly value: unknown;
}

/** Rows that can be added and removed, each a form of its own. */
export interface ArrayField extends FieldBase {
  readonly kind: 'array';
  readonly items: FormField;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
}

/** An array of values from a list: one checkbox per value. */
export interface SetField extends FieldBase {
  readonly kind: 'set';
  readonly options: readonly Option[];
  readonly minItems?: number;
  readonly maxItems?: number;
}

export interface PropertyField {
  readonly name: string;
  readonly field: FormField;
}

/** `oneOf`/`anyOf` branches that only say which properties are required ("give an id or a name"). */
export interface RequiredVariants {
  /** oneOf: exactly one branch must hold; anyOf: at least one. */
  readonly exclusive: boolean;
  readonly options: readonly { readonly label: string; readonly required: readonly string[] }[];
}

export interface ObjectField extends FieldBase {
  readonly kind: 'object';
  readonly properties: readonly PropertyField[];
  /** More properties with names of the user's choosing (`additionalProperties` as a schema): key/value rows. */
  readonly additional?: FormField;
  readonly variants?: RequiredVariants;
}

/** `oneOf`/`anyOf` (or several types): one of the options is chosen, and filled in. */
export interface ChoiceField extends FieldBase {
  readonly kind: 'choice';
  readonly options: readonly { readonly label: string; readonly field: FormField }[];
}

/** Any JSON the form cannot express, typed as JSON text. */
export interface JsonField extends FieldBase {
  readonly kind: 'json';
  /** Why this is JSON rather than inputs (shown beside the editor). */
  readonly reason: string;
  /** The JSON type the schema expects, when it says. */
  readonly expect?: JsonType;
}

export type FormField =
  | StringField
  | NumberField
  | BooleanField
  | EnumField
  | ConstField
  | ArrayField
  | SetField
  | ObjectField
  | ChoiceField
  | JsonField;
