// css-tree's parser, generator and walker without its lexer and grammar data (81 KB minified
// instead of 200 KB in the builder's preview): the package exports them as subpaths, typed here
// from the package's own types.
declare module "css-tree/parser" {
  const parse: typeof import("css-tree").parse;
  export default parse;
}
declare module "css-tree/generator" {
  const generate: typeof import("css-tree").generate;
  export default generate;
}
declare module "css-tree/walker" {
  const walk: typeof import("css-tree").walk;
  export default walk;
}
