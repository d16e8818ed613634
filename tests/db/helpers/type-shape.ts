import ts from "typescript";

export interface ColumnShape {
  optional: boolean;
  nullable: boolean;
}
export type ObjectShape = Record<string, ColumnShape>;

export interface SchemaShape {
  tables: Record<string, { Row: ObjectShape; Insert: ObjectShape; Update: ObjectShape }>;
  /** Args (empty for `never`), and the columns of a row-returning function (null for scalars). */
  functions: Record<string, { Args: ObjectShape; Returns: string[] | null }>;
}

/** Reads `Database["public"]` of a types file with the TypeScript checker. */
export function readDatabaseTypes(file: string): SchemaShape {
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const alias = source?.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === "Database",
  );
  if (!alias) throw new Error(`no Database type in ${file}`);
  const prop = (type: ts.Type, name: string): ts.Type => {
    const symbol = type.getProperty(name);
    if (!symbol) throw new Error(`no property ${name} in ${checker.typeToString(type)}`);
    return checker.getTypeOfSymbolAtLocation(symbol, alias);
  };
  const entries = (type: ts.Type) => type.getProperties().map((s) => [s.name, checker.getTypeOfSymbolAtLocation(s, alias)] as const);
  const shape = (type: ts.Type): ObjectShape => {
    if (type.flags & ts.TypeFlags.Never) return {};
    return Object.fromEntries(
      type.getProperties().map((s) => {
        const t = checker.getTypeOfSymbolAtLocation(s, alias);
        const optional = (s.flags & ts.SymbolFlags.Optional) !== 0;
        const nullable = t.isUnion() ? t.types.some((u) => (u.flags & ts.TypeFlags.Null) !== 0) : (t.flags & ts.TypeFlags.Null) !== 0;
        return [s.name, { optional, nullable }];
      }),
    );
  };
  const rowColumns = (type: ts.Type): string[] | null => {
    const element = checker.isArrayType(type) ? checker.getTypeArguments(type as ts.TypeReference)[0]! : type;
    if (!(element.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) || checker.isArrayType(element)) return null;
    return checker.getPropertiesOfType(element).map((s) => s.name).sort();
  };
  const pub = prop(checker.getTypeAtLocation(alias.name), "public");
  return {
    tables: Object.fromEntries(
      entries(prop(pub, "Tables")).map(([name, t]) => [name, { Row: shape(prop(t, "Row")), Insert: shape(prop(t, "Insert")), Update: shape(prop(t, "Update")) }]),
    ),
    functions: Object.fromEntries(
      entries(prop(pub, "Functions")).map(([name, t]) => [name, { Args: shape(prop(t, "Args")), Returns: rowColumns(prop(t, "Returns")) }]),
    ),
  };
}
