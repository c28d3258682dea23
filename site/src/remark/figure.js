import {fileURLToPath} from 'node:url';

// A paragraph that holds nothing but an image with a title becomes a figure:
// the image, and the title as its caption. Authors write
//   ![what the figure shows](./figure.svg "Caption")
// in plain .md files, where JSX is not available. Runs before Docusaurus's
// own image transform, which then turns other images into sized, lazily
// loaded <img> elements.
//
// A drawing beside the file (a relative .svg) is put in the page itself, in
// an element that names it by its alternative text. As an <img>, Chromium
// lays each drawing out as a document of its own and sets up its fonts
// again; in the page it shares the page's. The validation stage holds such
// drawings to what can share a page: no <style>, id or class.
const drawingLoader = fileURLToPath(new URL('./drawing-loader.cjs', import.meta.url));

export default function figure() {
  return (tree) => {
    tree.children = tree.children.map((node) => {
      if (node.type !== 'paragraph' || node.children.length !== 1) {
        return node;
      }
      const [image] = node.children;
      if (image.type !== 'image' || !image.title) {
        return node;
      }
      const file = drawingFile(image.url);
      return {
        type: 'mdxJsxFlowElement',
        name: 'figure',
        attributes: [],
        children: [
          file ? drawing(image, file) : {...image, title: null},
          {
            type: 'mdxJsxFlowElement',
            name: 'figcaption',
            attributes: [],
            children: [{type: 'text', value: image.title}],
          },
        ],
        position: node.position,
      };
    });
  };
}

// drawingFile is the path of an .svg addressed relative to the markdown
// file, or null (content.Link.Drawing says the same for validation).
function drawingFile(url) {
  if (isAbsolute(url) || url.startsWith('/') || url.startsWith('@')) {
    return null;
  }
  const file = decodeURI(url.split(/[?#]/)[0]);
  return file.toLowerCase().endsWith('.svg') ? file : null;
}

function isAbsolute(url) {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

// drawing is <div role="img" aria-label={alt} dangerouslySetInnerHTML=
// {{__html: require("!!drawing-loader!./figure.svg").default}} />. The
// require makes the file a dependency of the page for the bundler, so an
// edited drawing is rebuilt and previewed like an edited image.
function drawing(image, file) {
  const request = `!!${drawingLoader}!${file}`;
  const html = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: '__html'},
        value: {
          type: 'MemberExpression',
          computed: false,
          optional: false,
          object: {
            type: 'CallExpression',
            optional: false,
            callee: {type: 'Identifier', name: 'require'},
            arguments: [{type: 'Literal', value: request}],
          },
          property: {type: 'Identifier', name: 'default'},
        },
      },
    ],
  };
  const attr = (name, value) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      attr('className', 'figure-drawing'),
      attr('role', 'img'),
      attr('aria-label', image.alt ?? ''),
      // The drawing's labels are not the page's text: search leaves them
      // out, as it leaves out an image.
      attr('data-pagefind-ignore', ''),
      attr('dangerouslySetInnerHTML', {
        type: 'mdxJsxAttributeValueExpression',
        value: `{__html: require(${JSON.stringify(request)}).default}`,
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            body: [{type: 'ExpressionStatement', expression: html}],
          },
        },
      }),
    ],
    children: [],
    position: image.position,
  };
}
