// Stands in for the classic theme's prism-include-languages client module.
(globalThis.__dsPatches ||= []).push('prism-languages');

export {};
