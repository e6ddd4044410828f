import type { Compiler } from 'webpack';

export declare const COMPILE_HINT: string;
export declare class CompileHintsPlugin {
  apply(compiler: Compiler): void;
}
