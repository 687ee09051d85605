// A migration file imports as its text (see migration.ts).
declare module '*.sql' {
  const text: string;
  export default text;
}
