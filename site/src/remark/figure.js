// A paragraph that holds nothing but an image with a title becomes a figure:
// the image, and the title as its caption. Authors write
//   ![what the figure shows](./figure.svg "Caption")
// in plain .md files, where JSX is not available. Runs before Docusaurus's
// own image transform, which then turns the image into a sized, lazily
// loaded <img>.
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
      const caption = image.title;
      image.title = null;
      return {
        type: 'mdxJsxFlowElement',
        name: 'figure',
        attributes: [],
        children: [
          image,
          {
            type: 'mdxJsxFlowElement',
            name: 'figcaption',
            attributes: [],
            children: [{type: 'text', value: caption}],
          },
        ],
        position: node.position,
      };
    });
  };
}
