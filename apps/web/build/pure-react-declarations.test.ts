import { describe, expect, it } from 'vitest';
import { markPureReactDeclarations } from './pure-react-declarations';

const mark = (code: string) => markPureReactDeclarations(code, '/node_modules/lib/dist/index.mjs')?.code ?? null;

describe('markPureReactDeclarations', () => {
  it('marks top-level React declarations pure and drops their displayName assignments', () => {
    const code = [
      'import * as React10 from "react";',
      'var Form = React10.forwardRef(({ a }, ref) => null);',
      'Form.displayName = "Form";',
      'export const Ctx = React10.createContext(null);',
      'Ctx.displayName = "Ctx";',
    ].join('\n');
    expect(mark(code)).toBe(
      [
        'import * as React10 from "react";',
        'var Form = /* @__PURE__ */ React10.forwardRef(({ a }, ref) => null);',
        '',
        'export const Ctx = /* @__PURE__ */ React10.createContext(null);',
        '',
      ].join('\n'),
    );
  });

  it('marks nested pure calls and named or default imports of React', () => {
    const code = [
      'import React, { memo as m, forwardRef } from "react";',
      'var A = m(forwardRef(function A() {}));',
      'var B = React.memo(A);',
    ].join('\n');
    expect(mark(code)).toBe(
      [
        'import React, { memo as m, forwardRef } from "react";',
        'var A = /* @__PURE__ */ m(/* @__PURE__ */ forwardRef(function A() {}));',
        'var B = /* @__PURE__ */ React.memo(A);',
      ].join('\n'),
    );
  });

  it.each([
    ['a call inside a function', 'import * as React from "react";\nfunction f() { var X = React.forwardRef(g); }'],
    ['a React function that is not pure', 'import * as React from "react";\nvar X = React.useId();'],
    ['a namesake from another module', 'import * as React from "preact";\nvar X = React.forwardRef(g);'],
    ['a module without React', 'var X = forwardRef(g);\nX.displayName = "X";'],
    ['the displayName of an unmarked declaration', 'import * as React from "react";\nclass X {}\nX.displayName = "X";'],
  ])('leaves %s alone', (_case, code) => {
    expect(mark(code)).toBeNull();
  });
});
