// Stylesheets are webpack's business (mini-css-extract-plugin); under jest an import of one is a no-op.
module.exports = {};
