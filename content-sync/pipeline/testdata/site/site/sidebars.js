// The fixture's docs sidebar: its one doc.
export default {mySidebar: [{type: 'doc', id: 'index', label: 'index'}]};
