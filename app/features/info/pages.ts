/** The text of the site's information pages. */
import type { Crumb } from "#app/components/page-header";

export interface InfoSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface InfoPageContent {
  title: string;
  lead: string;
  crumbs?: Crumb[];
  sections: InfoSection[];
}

export const INFO_PAGES: Record<string, InfoPageContent> = {
  about: {
    title: "关于我们",
    lead: "共创字库是一个开放、共建的中文字体平台，收录可自由使用的开源中文字体，并提供在线预览、对比与下载。",
    sections: [
      {
        id: "mission",
        heading: "我们在做什么",
        paragraphs: [
          "中文字体动辄上万字、十余兆字节，挑选和试用都不方便。共创字库把开源中文字体集中在一处，任何人输入任意文字，都能立即以所选字体看到效果。",
          "网站的实时预览由字体子集服务完成：只裁切出你输入的那几个字，几毫秒即可生成一份很小的网页字体。",
        ],
      },
      {
        id: "open",
        heading: "开放与共创",
        paragraphs: [
          "收录的每一款字体都标明许可证与来源。欢迎设计师与爱好者投稿字体、补充资料、纠正错误，让中文字体生态更丰富。",
        ],
      },
    ],
  },
  contact: {
    title: "联系我们",
    lead: "对网站、字体授权或合作有任何问题，欢迎与我们联系。",
    sections: [
      {
        id: "channels",
        heading: "联系方式",
        paragraphs: ["投稿与合作：请通过“字体投稿”页面提交资料，我们会在五个工作日内回复。", "网站问题与建议：请在本页留言板留言。"],
      },
    ],
  },
  contribute: {
    title: "字体投稿",
    lead: "你设计或维护的开源中文字体，欢迎在这里投稿，让更多人看到并用上它。",
    sections: [
      {
        id: "requirements",
        heading: "投稿要求",
        paragraphs: [
          "字体须以开源许可证（如 SIL 开源字体许可 1.1）发布，或由你本人拥有完整著作权并同意在本站免费提供下载。",
          "请提供字体文件（TTF、OTF、WOFF2 均可）、字体名称、设计者、许可证与简介。",
        ],
      },
      {
        id: "review",
        heading: "审核流程",
        paragraphs: ["投稿提交后，我们会核对许可证与字符覆盖，并生成预览图。审核通过后字体将出现在字体库中。"],
      },
    ],
  },
  custom: {
    title: "字体定制",
    lead: "为品牌、产品或出版物定制专属中文字体，或为开源字体补字、扩展字重。",
    sections: [
      {
        id: "services",
        heading: "服务内容",
        paragraphs: ["品牌标准字与标题字设计；基于开源字体的补字、改字与字重扩展；网页字体子集化与性能优化咨询。"],
      },
      {
        id: "process",
        heading: "合作流程",
        paragraphs: ["需求沟通 → 方案与报价 → 样字确认 → 全字库制作 → 交付与授权。"],
      },
    ],
  },
  license: {
    title: "字体授权",
    lead: "了解本站字体可以怎样使用：每款字体的许可证都可在其详情页查看原文。",
    sections: [
      {
        id: "ofl",
        heading: "SIL 开源字体许可 1.1",
        paragraphs: [
          "允许免费用于个人与商业用途，可嵌入文档与软件、可修改与再发布；修改后的字体不能使用保留字体名称，且字体本身不得单独出售。",
        ],
      },
      {
        id: "gpl",
        heading: "GPL（含字体例外）",
        paragraphs: ["可自由使用与再发布；字体例外条款允许将字体嵌入文档而不使文档受 GPL 约束。"],
      },
      {
        id: "arphic",
        heading: "文鼎公众授权",
        paragraphs: ["允许自由复制、使用与再发布；修改后的版本须以同样的授权发布。"],
      },
    ],
  },
  player: {
    title: "播放器",
    lead: "站内字体视频的播放页面。",
    sections: [
      {
        id: "usage",
        heading: "使用说明",
        paragraphs: ["在“视频”栏目中选择一段视频即可在此播放；支持全屏、倍速与画中画。"],
      },
    ],
  },
  "agreement/font": {
    title: "字体使用协议",
    lead: "下载本站字体前，请阅读并同意以下协议。",
    crumbs: [{ label: "字体授权", to: "/license" }],
    sections: [
      {
        id: "scope",
        heading: "一、适用范围",
        paragraphs: ["本协议适用于通过共创字库下载的全部字体文件。每款字体另受其自身许可证约束，二者冲突时以字体许可证为准。"],
      },
      {
        id: "use",
        heading: "二、使用与再发布",
        paragraphs: ["你可以在字体许可证允许的范围内使用、嵌入与再发布字体，并应保留许可证文本与版权声明。"],
      },
      {
        id: "liability",
        heading: "三、免责声明",
        paragraphs: ["字体按“原样”提供，本站不对其适用性作任何担保。"],
      },
    ],
  },
  "agreement/register": {
    title: "用户注册协议",
    lead: "注册共创字库账号前，请阅读并同意以下协议。",
    sections: [
      {
        id: "account",
        heading: "一、账号",
        paragraphs: ["你应使用本人的手机号或邮箱注册，并妥善保管密码。因密码泄露造成的损失由你自行承担。"],
      },
      {
        id: "privacy",
        heading: "二、个人信息",
        paragraphs: ["我们仅收集提供服务所必需的信息（手机号或邮箱、昵称、头像、收藏与下载记录），不会向第三方出售你的个人信息。"],
      },
      {
        id: "conduct",
        heading: "三、行为规范",
        paragraphs: ["请勿上传侵犯他人著作权的字体，请勿利用本站从事违法活动。"],
      },
    ],
  },
};
