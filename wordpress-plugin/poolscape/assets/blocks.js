// The Poolscape blocks in the block editor: one per feed resource, listed by the plugin in
// window.poolscapeBlocks. Each previews its server rendering and has one setting, how many to show.
// Plain JavaScript on WordPress's globals (wp.blocks, wp.element, wp.blockEditor, wp.components,
// wp.serverSideRender), so the plugin needs no build step.
((wp, config) => {
  if (!wp || !config) return;
  const el = wp.element.createElement;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, RangeControl } = wp.components;
  const ServerSideRender = wp.serverSideRender;

  for (const block of config.blocks) {
    wp.blocks.registerBlockType(block.name, {
      apiVersion: 2,
      title: block.title,
      description: block.description,
      category: 'poolscape',
      icon: 'images-alt2',
      attributes: { count: { type: 'integer', default: block.count } },
      supports: { html: false, align: ['wide', 'full'] },
      edit: (props) =>
        el(
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
                onChange: (value) => props.setAttributes({ count: value || block.count }),
              }),
            ),
          ),
          el(ServerSideRender, { block: block.name, attributes: props.attributes }),
        ),
      save: () => null,
    });
  }
})(window.wp, window.poolscapeBlocks);
