// The entry imports its stylesheet for esbuild to bundle (a missing file fails the build there).
// TypeScript 7 checks side-effect imports by default and has no type for a .css file.
declare module '*.css';
