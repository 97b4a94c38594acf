// The house card on WeChat and Alipay: a native custom component drawing one view model (HouseCardView, from
// houseCard.ts), so setData carries the card's strings and one node, not Remax's ~20 generic nodes
// (issue 10; HouseCard.wechat.tsx / HouseCard.ali.tsx render it, HouseCard.tsx is the H5 card).
// Remax builds this file for each platform; the minifier drops the other platform's branch.
/* global Component */
if (process.env.REMAX_PLATFORM === 'ali') {
  // Alipay: data comes in `props`; the page's handler comes as the function prop onOpen (index.axml: onTap).
  Component({
    props: { card: null, onOpen: null },
    methods: {
      open() {
        if (typeof this.props.onOpen === 'function') this.props.onOpen();
      },
    },
  });
} else {
  // WeChat: data comes in `properties`; the page listens with bindopen (index.wxml: catchtap). The host node is
  // inline by default: index.css makes it a block like the React card's root.
  Component({
    properties: { card: { type: Object, value: null } },
    methods: {
      open() {
        this.triggerEvent('open');
      },
    },
  });
}
