/**
 * Where the seeded rooms are: districts, their 商圈 and the Aster 寓 stores, with GCJ-02 centres close to the real
 * places. Shanghai (107) is the full city; the other seeded cities get a small sample.
 */
export interface AreaPlace {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Metro stations near the area: the POIs of category transit. */
  stations: readonly string[];
}

export interface DistrictPlace {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** 1 (central, dearest) to 3 (outer): scales rents. */
  tier: 1 | 2 | 3;
  areas: readonly AreaPlace[];
}

export interface StorePlace {
  id: string;
  name: string;
  districtId: string;
  areaId: string;
  street: string;
  managerName: string;
}

export interface CityPlaces {
  cityId: number;
  cityName: string;
  districts: readonly DistrictPlace[];
  stores: readonly StorePlace[];
  /** Rooms to seed in the city. */
  rooms: number;
}

const area = (id: string, name: string, lat: number, lon: number, stations: readonly string[]): AreaPlace => ({ id, name, lat, lon, stations });

export const shanghai: CityPlaces = {
  cityId: 107,
  cityName: '上海',
  rooms: 3200,
  districts: [
    { id: 'd107-pd', name: '浦东新区', lat: 31.2213, lon: 121.5447, tier: 1, areas: [
      area('a107-zj', '张江', 31.2035, 121.5906, ['张江高科', '广兰路', '金科路']),
      area('a107-ljz', '陆家嘴', 31.2397, 121.5033, ['陆家嘴', '东昌路', '商城路']),
      area('a107-jq', '金桥', 31.2648, 121.6033, ['金桥路', '云山路', '金吉路']),
      area('a107-sjgy', '世纪公园', 31.2129, 121.5536, ['世纪公园', '上海科技馆', '芳华路']),
    ] },
    { id: 'd107-xh', name: '徐汇区', lat: 31.1885, lon: 121.4365, tier: 1, areas: [
      area('a107-xjh', '徐家汇', 31.195, 121.4375, ['徐家汇', '肇嘉浜路', '宜山路']),
      area('a107-chj', '漕河泾', 31.1711, 121.399, ['漕河泾开发区', '桂林路', '虹漕路']),
      area('a107-lh', '龙华', 31.175, 121.4495, ['龙华', '龙华中路', '上海南站']),
    ] },
    { id: 'd107-ja', name: '静安区', lat: 31.2286, lon: 121.448, tier: 1, areas: [
      area('a107-jas', '静安寺', 31.2234, 121.4455, ['静安寺', '江苏路', '常熟路']),
      area('a107-njxl', '南京西路', 31.2297, 121.459, ['南京西路', '汉中路', '自然博物馆']),
      area('a107-dn', '大宁', 31.28, 121.457, ['上海马戏城', '汶水路', '延长路']),
    ] },
    { id: 'd107-mh', name: '闵行区', lat: 31.113, lon: 121.3815, tier: 3, areas: [
      area('a107-xz', '莘庄', 31.1115, 121.385, ['莘庄', '外环路', '春申路']),
      area('a107-qb', '七宝', 31.1557, 121.353, ['七宝', '星中路', '中春路']),
      area('a107-zz', '紫竹', 31.022, 121.452, ['东川路', '江川路', '剑川路']),
    ] },
    { id: 'd107-yp', name: '杨浦区', lat: 31.2595, lon: 121.526, tier: 2, areas: [
      area('a107-wjc', '五角场', 31.3005, 121.5145, ['五角场', '江湾体育场', '国权路']),
      area('a107-xjwc', '新江湾城', 31.325, 121.504, ['新江湾城', '殷高东路', '三门路']),
      area('a107-kjl', '控江路', 31.277, 121.532, ['控江路', '江浦公园', '宁国路']),
    ] },
    { id: 'd107-cn', name: '长宁区', lat: 31.2204, lon: 121.4246, tier: 1, areas: [
      area('a107-zsgy', '中山公园', 31.2228, 121.416, ['中山公园', '江苏路', '延安西路']),
      area('a107-gb', '古北', 31.2005, 121.403, ['伊犁路', '水城路', '宋园路']),
      area('a107-ts', '天山', 31.216, 121.398, ['娄山关路', '威宁路', '北新泾']),
    ] },
    { id: 'd107-pt', name: '普陀区', lat: 31.2494, lon: 121.397, tier: 2, areas: [
      area('a107-zr', '真如', 31.256, 121.405, ['真如', '铜川路', '曹杨路']),
      area('a107-csl', '长寿路', 31.243, 121.439, ['长寿路', '武宁路', '昌平路']),
      area('a107-cf', '长风', 31.223, 121.395, ['金沙江路', '隆德路', '枫桥路']),
    ] },
    { id: 'd107-bs', name: '宝山区', lat: 31.405, lon: 121.489, tier: 3, areas: [
      area('a107-dh', '大华', 31.28, 121.42, ['大华三路', '真华路', '行知路']),
      area('a107-gc', '顾村', 31.353, 121.38, ['顾村公园', '刘行', '潘广路']),
      area('a107-gf', '共富', 31.356, 121.425, ['共富新村', '呼兰路', '通河新村']),
    ] },
    { id: 'd107-hk', name: '虹口区', lat: 31.2646, lon: 121.5051, tier: 2, areas: [
      area('a107-bwt', '北外滩', 31.252, 121.503, ['国际客运中心', '提篮桥', '天潼路']),
      area('a107-scbl', '四川北路', 31.26, 121.485, ['四川北路', '虹口足球场', '东宝兴路']),
    ] },
  ],
  stores: [
    { id: 's01', name: 'Aster寓·张江店', districtId: 'd107-pd', areaId: 'a107-zj', street: '浦东新区碧波路 690 号', managerName: '陈静' },
    { id: 's02', name: 'Aster寓·陆家嘴店', districtId: 'd107-pd', areaId: 'a107-ljz', street: '浦东新区浦东南路 1085 号', managerName: '刘洋' },
    { id: 's03', name: 'Aster寓·金桥店', districtId: 'd107-pd', areaId: 'a107-jq', street: '浦东新区金桥路 1399 号', managerName: '周敏' },
    { id: 's04', name: 'Aster寓·徐家汇店', districtId: 'd107-xh', areaId: 'a107-xjh', street: '徐汇区漕溪北路 398 号', managerName: '王磊' },
    { id: 's05', name: 'Aster寓·漕河泾店', districtId: 'd107-xh', areaId: 'a107-chj', street: '徐汇区宜山路 1618 号', managerName: '李娜' },
    { id: 's06', name: 'Aster寓·静安寺店', districtId: 'd107-ja', areaId: 'a107-jas', street: '静安区愚园路 172 号', managerName: '张伟' },
    { id: 's07', name: 'Aster寓·七宝店', districtId: 'd107-mh', areaId: 'a107-qb', street: '闵行区七莘路 3655 号', managerName: '赵婷' },
    { id: 's08', name: 'Aster寓·五角场店', districtId: 'd107-yp', areaId: 'a107-wjc', street: '杨浦区淞沪路 8 号', managerName: '孙浩' },
    { id: 's09', name: 'Aster寓·中山公园店', districtId: 'd107-cn', areaId: 'a107-zsgy', street: '长宁区长宁路 1018 号', managerName: '吴倩' },
    { id: 's10', name: 'Aster寓·长寿路店', districtId: 'd107-pt', areaId: 'a107-csl', street: '普陀区长寿路 155 号', managerName: '郑凯' },
    { id: 's11', name: 'Aster寓·大华店', districtId: 'd107-bs', areaId: 'a107-dh', street: '宝山区真华路 1288 号', managerName: '黄蕾' },
    { id: 's12', name: 'Aster寓·北外滩店', districtId: 'd107-hk', areaId: 'a107-bwt', street: '虹口区东大名路 558 号', managerName: '林峰' },
  ],
};

/** A small city: two districts with two areas each, two stores, about a hundred rooms. */
function smallCity(
  cityId: number,
  cityName: string,
  code: string,
  storeNumbers: [number, number],
  districts: [name: string, lat: number, lon: number, areas: [name: string, lat: number, lon: number, station: string][]][],
  managers: [string, string],
): CityPlaces {
  const places: DistrictPlace[] = districts.map(([name, lat, lon, areas], index) => ({
    id: `d${cityId}-${code}${index + 1}`,
    name,
    lat,
    lon,
    tier: 2,
    areas: areas.map(([areaName, areaLat, areaLon, station], areaIndex) =>
      area(`a${cityId}-${code}${index + 1}${areaIndex + 1}`, areaName, areaLat, areaLon, [station, `${areaName}东`, `${areaName}北`])),
  }));
  const stores: StorePlace[] = places.map((district, index) => {
    const first = district.areas[0];
    if (!first) throw new Error(`district ${district.name} has no area`);
    return {
      id: `s${String(storeNumbers[index]).padStart(2, '0')}`,
      name: `Aster寓·${first.name}店`,
      districtId: district.id,
      areaId: first.id,
      street: `${district.name}${first.name}路 ${100 + index * 37} 号`,
      managerName: managers[index] ?? managers[0],
    };
  });
  return { cityId, cityName, districts: places, stores, rooms: 100 };
}

export const otherCities: readonly CityPlaces[] = [
  smallCity(1, '北京', 'bj', [13, 14], [
    ['朝阳区', 39.9215, 116.4435, [['望京', 39.9965, 116.4705, '望京'], ['国贸', 39.9087, 116.4605, '国贸']]],
    ['海淀区', 39.9593, 116.2981, [['中关村', 39.9834, 116.3160, '中关村'], ['五道口', 39.9925, 116.3378, '五道口']]],
  ], ['马骏', '高雅']),
  smallCity(116, '南京', 'nj', [15, 16], [
    ['鼓楼区', 32.0664, 118.7697, [['新街口', 32.0415, 118.7844, '新街口'], ['湖南路', 32.0686, 118.7805, '云南路']]],
    ['建邺区', 32.0037, 118.7318, [['河西', 32.0050, 118.7260, '元通'], ['奥体', 32.0093, 118.7318, '奥体中心']]],
  ], ['徐晨', '何静']),
  smallCity(175, '杭州', 'hz', [17, 18], [
    ['西湖区', 30.2596, 120.1301, [['文三路', 30.2789, 120.1353, '文三路'], ['黄龙', 30.2707, 120.1404, '黄龙体育中心']]],
    ['滨江区', 30.2084, 120.2107, [['江南大道', 30.2110, 120.2110, '江陵路'], ['物联网街', 30.1920, 120.1930, '西兴']]],
  ], ['沈涛', '钱芳']),
  smallCity(218, '武汉', 'wh', [19, 20], [
    ['江汉区', 30.6014, 114.2707, [['王家墩', 30.6110, 114.2570, '王家墩东'], ['汉口火车站', 30.6190, 114.2570, '汉口火车站']]],
    ['洪山区', 30.4999, 114.3434, [['光谷', 30.5050, 114.4000, '光谷广场'], ['街道口', 30.5270, 114.3540, '街道口']]],
  ], ['胡斌', '罗丹']),
  smallCity(233, '广州', 'gz', [21, 22], [
    ['天河区', 23.1248, 113.3613, [['珠江新城', 23.1190, 113.3250, '珠江新城'], ['岗顶', 23.1340, 113.3420, '岗顶']]],
    ['海珠区', 23.0838, 113.3172, [['客村', 23.0950, 113.3200, '客村'], ['琶洲', 23.1000, 113.3650, '琶洲']]],
  ], ['梁斌', '谢婷']),
  smallCity(234, '深圳', 'sz', [23, 24], [
    ['南山区', 22.5333, 113.9305, [['科技园', 22.5400, 113.9530, '高新园'], ['后海', 22.5170, 113.9380, '后海']]],
    ['福田区', 22.5224, 114.0551, [['车公庙', 22.5350, 114.0250, '车公庙'], ['华强北', 22.5460, 114.0880, '华强北']]],
  ], ['邓超', '曾琳']),
  smallCity(276, '成都', 'cd', [25, 26], [
    ['锦江区', 30.6569, 104.0830, [['春熙路', 30.6570, 104.0800, '春熙路'], ['东大街', 30.6520, 104.0900, '东大街']]],
    ['高新区', 30.5822, 104.0628, [['天府软件园', 30.5400, 104.0700, '天府五街'], ['金融城', 30.5760, 104.0620, '金融城']]],
  ], ['杨帆', '唐悦']),
];

export const seededCities: readonly CityPlaces[] = [shanghai, ...otherCities];
