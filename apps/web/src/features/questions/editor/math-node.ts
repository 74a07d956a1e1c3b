import { mergeAttributes, Node } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';

export interface MathAttrs {
  latex: string;
  display: boolean;
}

export interface MathOptions {
  /** Opens the formula dialog for the math node at `pos` (double click, Enter on a selected formula). */
  onEdit: (attrs: MathAttrs, pos: number) => void;
  /** The accessible name of a formula in the editor, e.g. "Formula: x^2". */
  describe: (latex: string) => string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    math: {
      /** Inserts a formula at the selection, or replaces the selected one. */
      setMath: (attrs: MathAttrs) => ReturnType;
    };
  }
}

/**
 * Math in the editor, stored as the safe rich text keeps it: `<span data-math="inline">LaTeX</span>` or
 * `<span data-math="display">LaTeX</span>` (the server typesets it for the runners). In the editor an atom
 * shows the formula typeset by KaTeX (loaded on first use); Enter or a double click edits it.
 */
export const MathNode = Node.create<MathOptions>({
  name: 'math',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { onEdit: () => undefined, describe: (latex: string) => latex };
  },

  addAttributes() {
    return { latex: { default: '' }, display: { default: false } };
  },

  parseHTML() {
    return [
      {
        tag: 'span[data-math]',
        getAttrs: (element) => ({
          latex: (element.textContent ?? '').trim(),
          display: element.getAttribute('data-math') === 'display',
        }),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    const attrs = node.attrs as MathAttrs;
    return [
      'span',
      mergeAttributes(HTMLAttributes, { 'data-math': attrs.display ? 'display' : 'inline' }),
      attrs.latex,
    ];
  },

  renderText({ node }) {
    const attrs = node.attrs as MathAttrs;
    return attrs.display ? `$$${attrs.latex}$$` : `$${attrs.latex}$`;
  },

  addCommands() {
    return {
      setMath:
        (attrs) =>
        ({ tr, state, dispatch }) => {
          const node = state.schema.nodes.math?.create(attrs);
          if (!node) return false;
          if (dispatch) {
            const { selection } = state;
            tr.replaceRangeWith(selection.from, selection.to, node);
          }
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    return {
      Enter: () => {
        const { selection } = this.editor.state;
        if (!(selection instanceof NodeSelection) || selection.node.type.name !== this.name) return false;
        this.options.onEdit(selection.node.attrs as MathAttrs, selection.from);
        return true;
      },
    };
  },

  addNodeView() {
    return ({ node, getPos }) => {
      const dom = document.createElement('span');
      let attrs = node.attrs as MathAttrs;
      dom.className = 'pw-math-node';
      dom.setAttribute('role', 'img');
      dom.contentEditable = 'false';
      const paint = () => {
        dom.dataset.display = attrs.display ? 'true' : 'false';
        dom.setAttribute('aria-label', this.options.describe(attrs.latex));
        dom.textContent = attrs.latex;
        void import('./katex-render.ts').then((m) => m.renderMath(dom, attrs.latex, attrs.display));
      };
      paint();
      dom.addEventListener('dblclick', () => {
        const pos = getPos();
        if (typeof pos === 'number') this.options.onEdit(attrs, pos);
      });
      return {
        dom,
        update: (next) => {
          if (next.type.name !== this.name) return false;
          const nextAttrs = next.attrs as MathAttrs;
          if (nextAttrs.latex !== attrs.latex || nextAttrs.display !== attrs.display) {
            attrs = nextAttrs;
            paint();
          }
          return true;
        },
        ignoreMutation: () => true,
      };
    };
  },
});
