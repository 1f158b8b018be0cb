// The Poolscape blocks in the block editor. Each block's metadata (title, category, attributes,
// API version 3) comes from its block.json, which WordPress registers on the server and hands to the
// editor; this script adds only the edit view: a preview of the server rendering and one setting,
// how many to show. Plain JavaScript on WordPress's globals (wp.blocks, wp.element, wp.blockEditor,
// wp.components, wp.serverSideRender), so the plugin needs no build step.
((wp, config) => {
  if (!wp || !config) return;
  const el = wp.element.createElement;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, RangeControl } = wp.components;
  const ServerSideRender = wp.serverSideRender;

  for (const name of config.blocks) {
    wp.blocks.registerBlockType(name, {
      edit: (props) => {
        const fallback = wp.blocks.getBlockType(name)?.attributes?.count?.default ?? config.min;
        return el(
          'div',
          useBlockProps(),
          el(
            InspectorControls,
            null,
            el(
              PanelBody,
              { title: config.panelTitle },
              el(RangeControl, {
                label: config.countLabel,
                help: config.countHelp,
                value: props.attributes.count,
                min: config.min,
                max: config.max,
                onChange: (value) => props.setAttributes({ count: value || fallback }),
              }),
            ),
          ),
          el(ServerSideRender, { block: name, attributes: props.attributes }),
        );
      },
      save: () => null,
    });
  }
})(window.wp, window.poolscapeBlocks);
