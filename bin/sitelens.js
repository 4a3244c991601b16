#!/usr/bin/env node
// The `sitelens` command. Node ≥ 22.18 runs the TypeScript sources directly (type stripping).
import '../src/cli/main.ts';
